// The part of the `smpp` package (0.5.1, no types of its own) the SMS module uses.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer, Socket } from 'node:net';

  export interface PDU {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    isResponse(): boolean;
    response(options?: Record<string, unknown>): PDU;
  }

  export interface Session extends EventEmitter {
    socket: Socket;
    send(pdu: PDU, responseCallback?: (pdu: PDU) => void, sendCallback?: (pdu: PDU) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
    bind_transmitter(options: Record<string, unknown>, callback?: (pdu: PDU) => void): boolean;
    submit_sm(options: Record<string, unknown>, callback?: (pdu: PDU) => void): boolean;
    unbind(options?: Record<string, unknown>, callback?: (pdu: PDU) => void): boolean;
  }

  export interface Server extends NetServer {
    on(event: 'session', listener: (session: Session) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export function connect(options: { host: string; port: number; tls?: boolean }, listener?: () => void): Session;
  export function createServer(options?: Record<string, unknown>, listener?: (session: Session) => void): Server;
  export const ESME_ROK: number;
  export const ESME_RBINDFAIL: number;
  export const ESME_RINVPASWD: number;
  export const ESME_RSYSERR: number;
  export const ESME_RINVBNDSTS: number;
  export const ESME_RSUBMITFAIL: number;
  export const ESME_RTHROTTLED: number;
  const smpp: {
    connect: typeof connect;
    createServer: typeof createServer;
    ESME_ROK: number;
    ESME_RBINDFAIL: number;
    ESME_RINVPASWD: number;
    ESME_RSYSERR: number;
    ESME_RINVBNDSTS: number;
    ESME_RSUBMITFAIL: number;
    ESME_RTHROTTLED: number;
  };
  export default smpp;
}
