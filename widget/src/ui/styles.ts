import { FONT } from "../styles.ts";

// The launcher's hover styles come here, with the chunk a pointer over the launcher loads (widget.js stays small).
export const POPUP_CSS = `
.launcher{cursor:pointer;transition:transform .15s ease-out}
.launcher:hover{transform:translateY(-2px)}
.backdrop{all:initial;box-sizing:border-box;position:fixed;inset:0;z-index:2147483001;display:flex;align-items:flex-end;justify-content:flex-end;padding:20px;background:rgba(17,24,39,.45);font:14px/1.4 ${FONT};color:#111827;animation:gp-fade .18s ease-out}
.backdrop.left{justify-content:flex-start}
.backdrop[hidden]{display:none}
.panel{position:relative;display:flex;flex-direction:column;width:min(440px,100%);height:min(700px,100%);background:#fff;border-top:4px solid var(--gp-color);border-radius:16px;overflow:hidden;box-shadow:0 20px 60px rgba(0,0,0,.35);animation:gp-rise .22s ease-out}
.bar{display:flex;align-items:center;gap:4px;padding:6px 6px 6px 16px;border-bottom:1px solid #e5e7eb}
.title{flex:1;min-width:0;margin:0;font-size:15px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.action{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;min-width:40px;height:40px;padding:0 10px;border-radius:8px;color:#374151;font:500 13px/1 ${FONT};cursor:pointer;text-decoration:none}
.action:hover{background:#f3f4f6}
.action:focus-visible{outline:3px solid var(--gp-color);outline-offset:1px}
.close{font-size:24px}
.frame{flex:1;width:100%;border:0;display:block;background:#fff}
.notice{position:absolute;top:52px;left:0;right:0;padding:16px;text-align:center;color:#374151}
.notice a{color:#111827;font-weight:600}
.sentinel{position:fixed;width:1px;height:1px;overflow:hidden;opacity:0}
@media (max-width:560px){.backdrop{padding:0}.panel{width:100%;height:100%;border-radius:0}}
@media (prefers-reduced-motion:reduce){.backdrop,.panel{animation:none}.launcher{transition:none}.launcher:hover{transform:none}}
@keyframes gp-fade{from{opacity:0}}
@keyframes gp-rise{from{opacity:0;transform:translateY(16px)}}
`;
