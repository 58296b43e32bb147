export { notify, dismiss, getToasts, useToasts, NOTICE_HIDE_MS, type Toast } from './notify-store';
export { Toaster } from './toaster';
