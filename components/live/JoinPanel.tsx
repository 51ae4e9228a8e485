/**
 * How students join: the code in large letters, the link and its QR code, readable from the back of the room. The
 * link names the address the page was opened on; a page opened on 127.0.0.1 or localhost, which phones cannot open,
 * says so (`data-live-local`) and offers the server's addresses on the room's network (`room`, server/lan.ts) for the
 * link and the QR code, or says to start the server with HOST=0.0.0.0 when it listens on this computer only.
 */
import QrCode from './QrCode';
import type { RoomAccess, Step } from '@/server/protocol';
import css from './live.module.css';

/** True when `hostname` names this computer only (a phone cannot open it). */
const isLoopback = (hostname: string): boolean =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\./.test(hostname) || hostname === '[::1]';

export function LocalWarning({ room }: { room?: RoomAccess }) {
  const join = room?.urls[0] ?? 'http://192.168.x.y:3000/join/';
  return (
    <div className={css.alert} role="alert" data-live-local="">
      <p>
        Phones cannot open this address ({window.location.host}): it names this computer only to itself.{' '}
        {room && !room.urls.length
          ? 'This computer has no address on a network: connect it to the room’s Wi-Fi, then reload this page.'
          : room?.reachable
            ? `Students open ${room.urls.join(' or ')}; the link and the QR code below use it.`
            : `Use ${room?.urls.join(' or ') ?? join} — start the server with HOST=0.0.0.0 (it listens on this computer only now), e.g. HOST=0.0.0.0 npm run serve.`}
      </p>
    </div>
  );
}

/** Where students join: this page's own address, or the room's when this page was opened on a loopback address. */
export function joinAddress(code: string, room?: RoomAccess): { local: boolean; joinPage: string; link: string } {
  const local = isLoopback(window.location.hostname);
  const lanJoin = local && room?.reachable ? room.urls[0] : undefined;
  const joinPage = lanJoin ?? `${window.location.origin}/join/`;
  return { local, joinPage, link: `${joinPage}?code=${code}` };
}

export default function JoinPanel({ code, step, room }: { code: string; step?: Step; room?: RoomAccess }) {
  const { local, joinPage, link } = joinAddress(code, room);
  return (
    <>
      {local && <LocalWarning room={room} />}
      <section className={css.join} aria-labelledby="live-join">
        <div>
          <h2 id="live-join">Join the class</h2>
          <p className={css.joinHow}>
            Open <strong>{joinPage.replace(/^https?:\/\//, '')}</strong> and enter the code
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
    </>
  );
}
