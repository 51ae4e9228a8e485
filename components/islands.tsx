'use client';
/**
 * The interactive part of the free board, puzzles, play and editor pages, each server-rendered and made
 * interactive as soon as its code has loaded (issue #17): the board, the engine and the controls are not in the
 * page's first-load JavaScript. The page preloads that code (`<link rel="preload">`, written by next/dynamic), shows
 * the server's drawing of the board meanwhile, and its links and text work at once. scripts/size-budget.mjs holds
 * both parts to budgets: the first load, and the preloaded code of the interactive part.
 */
import dynamic from 'next/dynamic';

export const Explore = dynamic(() => import('@/components/explore/Explore'));
export const PuzzleBrowser = dynamic(() => import('@/components/puzzles/PuzzleBrowser'));
export const Play = dynamic(() => import('@/components/play/Play'));
export const Editor = dynamic(() => import('@/components/editor/Editor'));
