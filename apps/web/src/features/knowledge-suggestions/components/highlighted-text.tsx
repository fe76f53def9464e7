import type { HighlightedText as HighlightedPieces } from '@portal/contract'

export type HighlightedTextProps = { pieces: HighlightedPieces; className?: string }

/** Text pieces as the server marked them: the matched words in <mark>, all of it as text, never as HTML. */
export const HighlightedText = ({ pieces, className }: HighlightedTextProps) => (
  <p className={className}>
    {pieces.map((piece, index) =>
      piece.isMatch ? <mark key={index}>{piece.text}</mark> : <span key={index}>{piece.text}</span>,
    )}
  </p>
)
