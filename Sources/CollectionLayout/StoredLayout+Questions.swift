/// What the view asks a built-in layout about its sections, answered from its options.
extension StoredLayout {
    /// - Complexity: O(1)
    public func pinsHeaders(inSection section: Int) -> Bool {
        configuration.forSection(section).pinHeaders
    }

    /// A header when the section's header height is above 0, a footer likewise, and a
    /// background when the section asks for one.
    ///
    /// - Complexity: O(1)
    public func sectionElementCount(inSection section: Int) -> Int {
        let options = configuration.forSection(section)
        return (options.headerHeight > 0 ? 1 : 0) + (options.footerHeight > 0 ? 1 : 0) + (options.sectionBackgrounds ? 1 : 0)
    }
}

extension HorizontalSectionsLayout {
    /// The shared header row when it has a height (sections have no footers), and a background
    /// when the section asks for one.
    ///
    /// - Complexity: O(1)
    public func sectionElementCount(inSection section: Int) -> Int {
        (configuration.headerHeight > 0 ? 1 : 0) + (configuration.forSection(section).sectionBackgrounds ? 1 : 0)
    }
}
