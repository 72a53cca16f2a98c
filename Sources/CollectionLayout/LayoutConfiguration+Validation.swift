extension LayoutConfiguration {
    /// Checks that every value is finite and in range.
    ///
    /// - Throws: `LayoutError.invalidValue` naming the first bad option.
    public func validate() throws(LayoutError) {
        func check(_ value: Double, _ name: String, positive: Bool = false) throws(LayoutError) {
            guard value.isFinite else { throw .invalidValue("\(name) must be a finite number, not \(value)") }
            guard positive ? value > 0 : value >= 0 else {
                throw .invalidValue("\(name) must be \(positive ? "greater than 0" : "0 or more"), not \(value)")
            }
            guard value <= 1e7 else { throw .invalidValue("\(name) of \(value) is too large (at most 10000000)") }
        }
        func checkDimension(_ value: Double, _ name: String) throws(LayoutError) {
            try check(value, name, positive: true)
            guard value >= SizeHint.minimumDimension else {
                throw .invalidValue("\(name) must be at least \(SizeHint.minimumDimension) pt, not \(value)")
            }
        }
        try checkDimension(itemSize.width, "item width")
        try checkDimension(itemSize.height, "item height")
        try check(lineSpacing, "line spacing")
        try check(interitemSpacing, "inter-item spacing")
        try check(sectionSpacing, "section spacing")
        try check(sectionInset.top, "section inset top")
        try check(sectionInset.left, "section inset left")
        try check(sectionInset.bottom, "section inset bottom")
        try check(sectionInset.right, "section inset right")
        try check(headerHeight, "header height")
        try check(footerHeight, "footer height")
        guard columns >= 1 else { throw .invalidValue("columns must be at least 1, not \(columns)") }
        guard columns <= 1000 else { throw .invalidValue("columns of \(columns) is too many (at most 1000)") }
        for s in sections.indices {
            do throws(LayoutError) { try forSection(s).validate() } catch { throw .invalidValue("sections[\(s)]: \(error)") }
        }
    }
}
