import createMDX from '@next/mdx';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export', // static site in out/
  trailingSlash: true, // out/variants/peanut/index.html; works with any static server
  images: { unoptimized: true }, // required by static export if next/image is used
  // `next build` does not type-check: `npm test` and `npm run typecheck` run `next typegen && tsc --noEmit` before
  // the build, which is the check `next build` runs (the project's tsc on tsconfig.json, with Next's route types in
  // .next/types), so the tests check the types once instead of twice (20-60 s of `next build` under load). A build
  // alone (`npm run build`) does not check them: run `npm run typecheck`.
  typescript: { ignoreBuildErrors: true },
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

// Under Turbopack, remark/rehype plugins must be given by module name (strings), not as functions.
export default createMDX({ options: {} })(nextConfig);
