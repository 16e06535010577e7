// The bench's baseline for the popup chunk: Preact and its hooks alone, bundled the same way.
export { h, render } from "preact";
export { useEffect, useRef, useState } from "preact/hooks";
