// The footer's QR (spec 3 §9: 256 px), drawn as one SVG path from qrcode-generator's modules.
import qrcode from 'qrcode-generator';

/** Spec 3 §9. */
export const qrSize = 256;

/**
 * What the QR says: the Scan&Go ordering app's link to this restaurant (README.md: the app opens
 * the restaurant from its store code and register code; a phone without the app can still read it).
 */
export function scanAndGoLink(storeCode: string, codeRegister: string): string {
  const params = new URLSearchParams({ code_store: storeCode, code_register: codeRegister });
  return `scanandgo://restaurant?${params.toString()}`;
}

export function QrCode({ text }: { text: string }) {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) if (code.isDark(row, col)) path += `M${col + 2} ${row + 2}h1v1h-1z`;
  }
  const box = count + 4;
  return (
    <svg
      className="qr"
      data-testid="board-qr"
      data-text={text}
      width={qrSize}
      height={qrSize}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label="QR"
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
