import 'server-only';
import QRCode from 'qrcode';

/**
 * The otpauth:// URI as a QR code image, drawn on the server (the secret goes to the browser
 * only as this picture and the setup key beside it). SVG as a data: URL, which the admin CSP allows.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
