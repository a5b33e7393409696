import type { NextConfig } from 'next';

// The app's server-side switches that apply to a route handler, nothing else: this app is the
// framework's floor for the app's pages (bench/lib/floor.ts).
const nextConfig: NextConfig = { poweredByHeader: false, generateEtags: false };

export default nextConfig;
