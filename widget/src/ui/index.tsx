import { render } from "preact";
import type { PopupMount } from "../protocol.ts";
import { adoptStyles } from "../styles.ts";
import { Popup } from "./popup.tsx";
import { POPUP_CSS } from "./styles.ts";
import { POPUP_TEXT } from "./text.ts";

/** The chunk widget.js imports on the first open: draws the popup into the launcher's shadow root. */
export const mount: PopupMount = ({ root, lang, ...options }) => {
  adoptStyles(root, POPUP_CSS);
  const container = document.createElement("div");
  root.appendChild(container);
  let opened = false;
  const draw = () => render(<Popup {...options} opened={opened} text={POPUP_TEXT[lang]} />, container);
  return {
    open() {
      opened = true;
      draw();
    },
    close() {
      opened = false;
      draw();
    },
    destroy() {
      render(null, container);
      container.remove();
    },
  };
};
