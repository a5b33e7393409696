import type { NextConfig } from 'next';

// Same server-side switches as the app's config, nothing else: this app is the framework's ceiling.
const nextConfig: NextConfig = { poweredByHeader: false };

export default nextConfig;
