'use client';
/** A view's lights. A shader is built for their number and kinds, so the view (ViewScene.tsx) and the rehearsal of
 *  its first click (Rehearsal.tsx) share them. */
export function Lights() {
  return (
    <>
      <hemisphereLight args={['#ffffff', '#8a7a5a', 1.6]} />
      <directionalLight position={[4, 12, 7]} intensity={1.7} />
      <directionalLight position={[-6, 5, -8]} intensity={0.5} />
    </>
  );
}
