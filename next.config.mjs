import { fileURLToPath } from 'node:url';
import createMDX from '@next/mdx';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export', // static site in out/
  trailingSlash: true, // out/variants/peanut/index.html; works with any static server
  images: { unoptimized: true }, // required by static export if next/image is used
  // `next build` does not type-check: `npm test` and `npm run typecheck` run `next typegen && tsc --noEmit` before
  // the build, which is the check `next build` runs (the project's tsc on tsconfig.json, with Next's route types in
  // .next/types), so the tests check the types once instead of twice (it took 11-29 s of `next build` at loads 6-20,
  // about 5 s of CPU time). A build alone (`npm run build`) does not check them: run `npm run typecheck`.
  typescript: { ignoreBuildErrors: true },
  // No Turbopack cache written into .next/cache/turbopack (about 52 MB) by `next build`: CI builds in a fresh clone,
  // which never has one to reuse (Next's docs: "If your build environment never preserves .next/cache, set
  // turbopackFileSystemCacheForBuild: false to skip writing a cache that will not be read"); writing it cost about
  // 3-6 s of the build's 35-48 s of CPU time (4 builds with it, 3 without). `next dev` keeps its own (.next/dev/cache).
  experimental: { turbopackFileSystemCacheForBuild: false },
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
