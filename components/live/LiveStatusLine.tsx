import type { LiveStatus } from './connection';
import css from './live.module.css';

/** What a live page says while it connects, when the connection drops, and on a static host. */
export default function LiveStatusLine({ status }: { status: LiveStatus }) {
  if (status === 'connected') return null;
  if (status === 'no-server')
    return (
      <p className={css.alert} role="alert" data-live-unavailable="">
        A live class needs the site’s own server: this copy of Hexplore is served as static pages. Run{' '}
        <code>npm start</code> (see the README) and open this page from that server.
      </p>
    );
  return (
    <p className={css.status} role="status" data-live-status={status}>
      {status === 'offline' ? 'Connection lost: reconnecting…' : 'Connecting to the live class…'}
    </p>
  );
}
