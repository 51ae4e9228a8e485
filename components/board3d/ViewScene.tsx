'use client';
/**
 * What one board's view draws in the page's shared canvas (sharedCanvas.tsx): its own camera, background and lights,
 * the board's objects and the camera rig. It renders inside the canvas's React tree (drei's View carries it there),
 * so it gets everything it needs as props, and a failure here closes this board's view only.
 */
import { Component, useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { PerspectiveCamera } from 'three';
import { BACKGROUND, BACKGROUND_DARK } from './palette';
import { useDarkStage } from './useDarkStage';
import { BoardContent } from './BoardContent';
import { Lights } from './Lights';
import { Rehearsal } from './Rehearsal';
import { CameraRig, type RigApi } from './CameraRig';
import { fieldOfView, type Framing, type CameraView, type Orbit } from './layout3d';

/** Counts the frames drawn and notes the selection each one shows (for the measurement script). */
export interface FrameProbe {
  frames: number;
  selected: string | undefined;
  /** The first click has been rehearsed (Rehearsal.tsx). */
  rehearsed?: boolean;
}
function FrameCounter({ probe, selected }: { probe: FrameProbe; selected?: string }) {
  useFrame(() => {
    probe.frames++;
    probe.selected = selected;
  });
  return null;
}

/** Gives the view a camera of its own (a view otherwise borrows the canvas's), and draws its children once it has. */
function OwnCamera({ children, prism }: { children: ReactNode; prism: boolean }) {
  const set = useThree((s) => s.set);
  const current = useThree((s) => s.camera);
  const [camera] = useState(() => new PerspectiveCamera(fieldOfView(prism), 1, 0.05, 500));
  useLayoutEffect(() => set({ camera }), [set, camera]);
  return current === camera ? children : null;
}

/** Reports a failure of this board's objects to the board (which shows its 2-D picture), not to the whole canvas. */
export class ViewBoundary extends Component<{ children: ReactNode; onFail(): void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onFail();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface ViewSceneProps {
  readonly content: Omit<Parameters<typeof BoardContent>[0], 'box'>;
  readonly probe: FrameProbe;
  readonly selected?: string;
  /** The board's first frame is drawn (then, when the page is idle, the first click is rehearsed: Rehearsal.tsx). */
  readonly ready: boolean;
  /** The view's box on the page (the camera fits the board to it; the pointer's ray is cast through it). */
  readonly box: RefObject<HTMLElement | null>;
  readonly size: { readonly width: number; readonly height: number };
  readonly framing: Framing;
  readonly flipped: boolean;
  readonly rig: RefObject<RigApi | null>;
  readonly camera?: CameraView;
  onOrbit?(o: Orbit): void;
}

/** The board's scene in its view. */
export function ViewScene({
  content,
  probe,
  selected,
  ready,
  box,
  size,
  framing,
  flipped,
  rig,
  camera,
  onOrbit,
}: ViewSceneProps) {
  const dark = useDarkStage();
  return (
    <OwnCamera prism={framing.prism}>
      <color attach="background" args={[dark ? BACKGROUND_DARK : BACKGROUND]} />
      <FrameCounter probe={probe} selected={selected} />
      <Lights />
      <BoardContent {...content} box={box} />
      <Rehearsal content={{ ...content, box }} ready={ready} probe={probe} />
      <CameraRig
        framing={framing}
        flipped={flipped}
        apiRef={rig}
        initial={camera}
        onOrbit={onOrbit}
        box={box}
        size={size}
      />
    </OwnCamera>
  );
}
