'use client';
/** A button that opens the browser's print dialog (a puzzle sheet's or a handout's). */
export default function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <button type="button" className="print-button" onClick={() => window.print()} data-print-button="">
      {label}
    </button>
  );
}
