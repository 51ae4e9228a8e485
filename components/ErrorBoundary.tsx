'use client';
/**
 * Keeps the rest of a page alive when one part of it throws while drawing: the part is replaced by a short,
 * friendly message with a "Try again" button (which draws the part afresh), and the error goes to the console for
 * whoever debugs it. Wrap each board and each page section: `<ErrorBoundary what="the board">…</ErrorBoundary>`.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './errorBoundary.module.css';

interface Props {
  /** What the part is, in words, for the message: "the board", "the move list". */
  readonly what: string;
  readonly children: ReactNode;
}
interface State {
  readonly error?: Error;
  /** Bumped by "Try again" so that the part is mounted afresh. */
  readonly attempt: number;
}

export default class ErrorBoundary extends Component<Props, State> {
  state: State = { attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Hexplore: ${this.props.what} stopped working`, error, info.componentStack);
  }

  render() {
    const { error, attempt } = this.state;
    if (!error) return <ErrorBoundaryPart key={attempt}>{this.props.children}</ErrorBoundaryPart>;
    return (
      <div className={styles.box} role="alert" data-error-boundary="">
        <p>Something went wrong in {this.props.what}, so it is not shown. The rest of the page still works.</p>
        <p className={styles.detail}>{error.message.slice(0, 200)}</p>
        <button
          type="button"
          className={styles.retry}
          data-action="retry"
          onClick={() => this.setState((s) => ({ error: undefined, attempt: s.attempt + 1 }))}
        >
          Try again
        </button>
      </div>
    );
  }
}

/** A keyed wrapper, so that "Try again" remounts the children (their state starts afresh). */
const ErrorBoundaryPart = ({ children }: { children: ReactNode }) => children;
