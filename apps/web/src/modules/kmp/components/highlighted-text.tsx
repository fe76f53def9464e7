import type { HighlightedText as HighlightedPieces } from '@portal/contract'

export type HighlightedTextProps = { pieces: HighlightedPieces }

/**
 * A search hit's title or excerpt: each piece as text (never HTML), the matched words in <mark>.
 * @example <HighlightedText pieces={[{ text: '家里', isMatch: false }, { text: '宽带', isMatch: true }]} />
 */
export const HighlightedText = ({ pieces }: HighlightedTextProps) => (
  <>
    {pieces.map((piece, index) =>
      // The pieces never move: their place in the text is their identity.
      piece.isMatch ? <mark key={index}>{piece.text}</mark> : <span key={index}>{piece.text}</span>,
    )}
  </>
)
