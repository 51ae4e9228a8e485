import createMDX from '@next/mdx';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export', // static site in out/
  trailingSlash: true, // out/variants/peanut/index.html; works with any static server
  images: { unoptimized: true }, // required by static export if next/image is used
  pageExtensions: ['ts', 'tsx', 'md', 'mdx'],
};

// Under Turbopack, remark/rehype plugins must be given by module name (strings), not as functions.
export default createMDX({ options: {} })(nextConfig);
