import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { qrFileName } from "../../../lib/public-page/share.ts";
import { qrImages } from "../../../lib/qr.ts";

/** The page's QR code, downloadable as PNG (print) and SVG (any size). */
export function QrCode({ url, handle }: { url: string; handle: string }) {
  const { t } = useTranslation();
  const [images, setImages] = useState<{ png: string; svg: string } | null>(null);
  useEffect(() => {
    let live = true;
    let svgUrl = "";
    void qrImages(url).then(({ png, svg }) => {
      svgUrl = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
      if (live) setImages({ png, svg: svgUrl });
    });
    return () => {
      live = false;
      if (svgUrl) URL.revokeObjectURL(svgUrl);
    };
  }, [url]);

  return (
    <div className="qr">
      {images ? <img src={images.png} width={200} height={200} alt={t("share_screen.qr_alt", { url })} /> : <p aria-busy="true">{t("dash.loading")}</p>}
      <div className="actions">
        <a className="button" href={images?.png} download={qrFileName(handle, "png")} aria-disabled={!images}>
          {t("share_screen.download_png")}
        </a>
        <a className="button" href={images?.svg} download={qrFileName(handle, "svg")} aria-disabled={!images}>
          {t("share_screen.download_svg")}
        </a>
      </div>
    </div>
  );
}
