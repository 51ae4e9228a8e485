/** How students join: the code in large letters, the link and its QR code, readable from the back of the room. */
import QrCode from './QrCode';
import type { Step } from '@/server/protocol';
import css from './live.module.css';

export default function JoinPanel({ code, step }: { code: string; step?: Step }) {
  const link = `${window.location.origin}/join/?code=${code}`;
  return (
    <section className={css.join} aria-labelledby="live-join">
      <div>
        <h2 id="live-join">Join the class</h2>
        <p className={css.joinHow}>
          Open <strong>{window.location.host}/join/</strong> and enter the code
        </p>
        <p className={css.code} data-live-code="">
          {code}
        </p>
        <p className={css.small}>
          or open <a href={link}>{link}</a>
          {step ? ` · students see step ${step.n}${step.heading ? `: ${step.heading}` : ''}` : ''}
        </p>
      </div>
      <QrCode text={link} />
    </section>
  );
}
