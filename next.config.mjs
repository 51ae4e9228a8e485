import { fileURLToPath } from 'node:url';
import createMDX from '@next/mdx';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export', // static site in out/
  trailingSlash: true, // out/variants/peanut/index.html; works with any static server
  images: { unoptimized: true }, // required by static export if next/image is used
  // Developer pages (app/dev/**/page.dev.tsx) exist under `next dev`, and in a build only with HEXPLORE_DEV_PAGES=1
  // (the test run's build, for the 3-D board's end-to-end test): the published site (`npm run build`) has none.
  pageExtensions: [
    'ts',
    'tsx',
    'md',
    'mdx',
    ...(process.env.NODE_ENV !== 'production' || process.env.HEXPLORE_DEV_PAGES === '1' ? ['dev.tsx'] : []),
  ],
};

// Under Turbopack, remark/rehype plugins must be given by module name (strings), not as functions. The loader resolves a
// name from the lesson's folder, so the lesson stamp (its headings' ids, its blocks' numbers, which the lesson's
// outline reads: components/mdx/remarkOutline.mjs) is given by its absolute path.
const remarkOutline = fileURLToPath(new URL('./components/mdx/remarkOutline.mjs', import.meta.url));
export default createMDX({ options: { remarkPlugins: [remarkOutline] } })(nextConfig);
