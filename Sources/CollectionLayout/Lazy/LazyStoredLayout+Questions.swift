/// What the view asks a built-in layout about its sections, answered from its options.
extension LazyStoredLayout {
    /// - Complexity: O(1)
    public func pinsHeaders(inSection section: Int) -> Bool {
        options.forSection(section).pinHeaders
    }

    /// A header when the section's header height is above 0, a footer likewise (the horizontal
    /// layout's sections have none), and a background when the section asks for one.
    ///
    /// - Complexity: O(1)
    public func sectionElementCount(inSection section: Int) -> Int {
        let options = options.forSection(section)
        return (options.headerHeight > 0 ? 1 : 0) + (options.footerHeight > 0 ? 1 : 0) + (options.sectionBackgrounds ? 1 : 0)
    }
}
