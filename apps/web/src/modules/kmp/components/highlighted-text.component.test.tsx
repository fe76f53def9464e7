import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HighlightedText } from './highlighted-text'

describe('HighlightedText', () => {
  it('marks the matched words and shows every piece as text, never as HTML', () => {
    const { container } = render(
      <p>
        <HighlightedText
          pieces={[
            { text: '<b>家里</b>的', isMatch: false },
            { text: '光猫', isMatch: true },
            { text: ' and the ', isMatch: false },
            { text: 'router', isMatch: true },
          ]}
        />
      </p>,
    )
    expect(screen.getAllByRole('mark').map((mark) => mark.textContent)).toEqual(['光猫', 'router'])
    expect(container.querySelector('b')).toBeNull()
    expect(container.textContent).toBe('<b>家里</b>的光猫 and the router')
  })
})
