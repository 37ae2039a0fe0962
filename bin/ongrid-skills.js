#!/usr/bin/env node
// Thin shim: the bundled program lives in dist/ (npm run build).
import '../dist/main.js';
