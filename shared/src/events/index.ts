export {
  bus,
  type Notice,
  type NoticeKind,
  type PortalEvents,
  type PortalEventName,
  type PortalEventHandler,
  type SessionType,
} from './bus';
export { useBusEvent } from './use-bus-event';
