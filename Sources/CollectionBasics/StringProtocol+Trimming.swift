extension StringProtocol {
    /// The text without the spaces (U+0020 alone, not tabs or newlines) at either end: how every
    /// typed value is read (`--items 3, 4`, `--keys "Down, q"`, `--chrome "nav, tab"`).
    ///
    /// - Complexity: O(n) in the length of the text.
    public func trimmingSpaces() -> String {
        var start = startIndex
        var end = endIndex
        while start < end, self[start] == " " { start = index(after: start) }
        while end > start, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[start..<end])
    }
}
