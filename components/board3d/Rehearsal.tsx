'use client';
/**
 * The first click, rehearsed (issue #29). A board's first selection used to cost three or four times a later one
 * with software WebGL: the shaders of the markers, arcs, letters and faded levels were compiled, their pipelines
 * built and their code run for the first time, all between the click and its picture. So once, when the page is
 * idle after the board's first frame, the view builds what a first click shows (the man of the side to move with
 * the most moves, on the lowest level it can, selected, one destination hovered) in a scene of its own, draws it
 * into one pixel that the view's own drawing covers in the same frame, and lets it go.
 */
import { useEffect, useMemo, useState } from 'react';
import { createPortal, useFrame, useThree } from '@react-three/fiber';
import { Scene } from 'three';
import { BoardContent } from './BoardContent';
import { rehearsalContent, type Content } from './firstClick';
import { Lights } from './Lights';
import type { FrameProbe } from './ViewScene';

const idle = (fn: () => void) =>
  typeof requestIdleCallback === 'function'
    ? (
        (id) => () =>
          cancelIdleCallback(id)
      )(requestIdleCallback(fn, { timeout: 2000 }))
    : (
        (id) => () =>
          clearTimeout(id)
      )(setTimeout(fn, 300));

/** Rehearses the first click once, when the board has drawn its first frame and the page is idle. */
export function Rehearsal({ content, ready, probe }: { content: Content; ready: boolean; probe: FrameProbe }) {
  const [stage, setStage] = useState<'wait' | 'draw' | 'done'>('wait');
  const [scene] = useState(() => new Scene());
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => (ready && stage === 'wait' ? idle(() => setStage('draw')) : undefined), [ready, stage]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: built once, from the content at the moment it is drawn
  const sample = useMemo(() => (stage === 'draw' ? rehearsalContent(content) : undefined), [stage]);
  useEffect(() => {
    if (stage === 'draw') sample ? invalidate() : setStage('done');
  }, [stage, sample, invalidate]);
  // Between the canvas's clear (priority 0) and the views' drawing (drei's View, priority 1): the one pixel drawn
  // is the view's corner, which the view clears and draws again right after.
  useFrame(({ gl, camera, size }) => {
    if (stage !== 'draw' || !sample) return;
    const r = content.box.current?.getBoundingClientRect();
    const [x, y] = r ? [Math.max(0, r.left), Math.max(0, size.height - r.bottom)] : [0, 0];
    const auto = gl.autoClear;
    gl.autoClear = false;
    gl.setViewport(x, y, 1, 1);
    gl.setScissor(x, y, 1, 1);
    gl.setScissorTest(true);
    gl.render(scene, camera);
    gl.setScissorTest(false);
    gl.autoClear = auto;
    probe.rehearsed = true;
    setStage('done');
  }, 0.5);
  if (stage !== 'draw' || !sample) return null;
  return createPortal(
    <>
      <Lights />
      <BoardContent {...sample} />
    </>,
    scene,
  );
}
