/**
 * The sections a lesson's components draw with headings of their own (components/mdx/Blocks.tsx): their text and
 * fixed ids, which the outline lists in the table of contents (components/mdx/outline.ts). Pure.
 */
export const COMPONENT_SECTIONS = {
  Recap: { text: 'Recap', id: 'recap' },
  TryIt: { text: 'Try it yourself', id: 'try-it' },
} as const;

/** The section a component draws, by the component's name (undefined for the others). */
export const componentSection = (name: string): { readonly text: string; readonly id: string } | undefined =>
  Object.hasOwn(COMPONENT_SECTIONS, name) ? COMPONENT_SECTIONS[name as keyof typeof COMPONENT_SECTIONS] : undefined;
