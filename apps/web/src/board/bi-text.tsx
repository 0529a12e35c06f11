// A board text: Japanese, with its English line below in a smaller size (README.md).
import type { BiText } from './board-texts.ts';

export function Bi({ text, className }: { text: BiText; className?: string }) {
  return (
    <span className={className ? `bi ${className}` : 'bi'}>
      <span className="bi-jp" lang="ja">
        {text.jp}
      </span>
      <span className="bi-en" lang="en">
        {text.en}
      </span>
    </span>
  );
}
