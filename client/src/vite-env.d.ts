/// <reference types="vite/client" />

// The website reads no VITE_* variable: they are first-start defaults of Site Settings, read by the server at run
// time (server/site-defaults.ts), so one build serves any company.
