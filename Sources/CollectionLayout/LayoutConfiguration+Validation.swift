extension LayoutConfiguration {
    /// Checks that every value is finite and in `OptionLimits`' ranges.
    ///
    /// - Throws: `LayoutError.invalidValue` naming the first bad option.
    public func validate() throws(LayoutError) {
        func check(_ value: Double, _ name: String, positive: Bool = false) throws(LayoutError) {
            guard value.isFinite else { throw .invalidValue("\(name) must be a finite number, not \(value)") }
            guard positive ? value > 0 : value >= 0 else {
                throw .invalidValue("\(name) must be \(positive ? "greater than 0" : "0 or more"), not \(value)")
            }
            guard value <= OptionLimits.maximumLength else { throw .invalidValue("\(name) of \(value) is too large (at most \(Int(OptionLimits.maximumLength)))") }
        }
        func checkDimension(_ value: Double, _ name: String) throws(LayoutError) {
            try check(value, name, positive: true)
            guard value >= OptionLimits.dimension.lowerBound else {
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
        guard columns >= OptionLimits.columns.lowerBound else { throw .invalidValue("columns must be at least \(OptionLimits.columns.lowerBound), not \(columns)") }
        guard columns <= OptionLimits.columns.upperBound else { throw .invalidValue("columns of \(columns) is too many (at most \(OptionLimits.columns.upperBound))") }
        for s in sections.indices {
            do throws(LayoutError) { try forSection(s).validate() } catch { throw .invalidValue("sections[\(s)]: \(error)") }
        }
    }
}
