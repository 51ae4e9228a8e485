'use client';
/**
 * The live pages' interactive parts, loaded after the page (as components/islands.tsx does for the board pages): the
 * engine, the board and the Socket.IO client stay out of the first-load JavaScript.
 */
import dynamic from 'next/dynamic';

export const Teacher = dynamic(() => import('./Teacher'));
export const Student = dynamic(() => import('./Student'));
