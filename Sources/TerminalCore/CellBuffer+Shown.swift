extension CellBuffer {
    /// The buffer as a terminal shows it: a continuation cell whose wide character was cut away
    /// is a blank of its style, and a control character is a blank.
    ///
    /// - Complexity: O(width × height).
    public var asShown: CellBuffer {
        var shown = self
        for y in 0..<height {
            for x in 0..<width {
                let cell = self[x, y]
                if cell.width == 0, x == 0 || self[x - 1, y].width != 2 {
                    shown[x, y] = Cell(" ", style: cell.style)
                } else if cell.width != 0, cell.character.value < 0x20 || cell.character.value == 0x7F {
                    shown[x, y] = Cell(" ", style: cell.style)
                }
            }
        }
        return shown
    }
}
