/**
 * A scannable QR code of a text (a link), drawn in the browser by the qrcode library as SVG, and its
 * PNG for printing (`qrPng`). Areas that show QR codes (activity QR codes, the Enterprise WeChat
 * service card) use it; the library loads with them, not with the shell.
 */
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { saveBlob } from '../../shell/export-tasks/export-task-api';

/** medium error correction: a poster's code still reads with a scratch or a logo sticker on it */
const OPTIONS = { errorCorrectionLevel: 'M' as const, margin: 2 };

export function QrImage({ text, size = 180, label }: { text: string; size?: number; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { ...OPTIONS, type: 'svg' }).then((s) => live && setSvg(s), () => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg) return <div style={{ width: size, height: size }} aria-busy role="img" aria-label={label} />;
  return <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} width={size} height={size} alt={label} data-qr-text={text} />;
}

/** The code as a PNG of `width` pixels, for the download. */
export async function qrPng(text: string, width = 600): Promise<Blob> {
  const url = await QRCode.toDataURL(text, { ...OPTIONS, width, type: 'image/png' });
  // decoded here: the Content-Security-Policy lets no fetch read a data: address
  const bytes = Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

/** The foot of a QR dialog: the encoded link in full, then 下载二维码 (focused: Enter saves the PNG) and 关闭. */
export function QrDialogFoot({ link, fileName, en }: { link: string; fileName: string; en: boolean }) {
  return (
    <>
      <Text size="1" color="gray" style={{ wordBreak: 'break-all' }}>
        {link}
      </Text>
      <Flex gap="2" mt="2">
        <Button autoFocus onClick={() => void qrPng(link).then((png) => saveBlob(png, fileName))}>
          {en ? 'Download PNG' : '下载二维码'}
        </Button>
        <Dialog.Close>
          <Button variant="soft" color="gray">
            {en ? 'Close' : '关闭'}
          </Button>
        </Dialog.Close>
      </Flex>
    </>
  );
}
