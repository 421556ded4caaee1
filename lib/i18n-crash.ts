// The crash boundary's strings, part of the table in lib/i18n.ts. A module of their own because
// the boundary is a client root with no server parent to pass them down.
export const crashStrings = {
  crashTitle: '页面已崩溃。',
  retry: '重试',
  errorCause: 'Cause:',
} as const;
