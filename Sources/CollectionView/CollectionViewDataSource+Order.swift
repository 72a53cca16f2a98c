import CollectionLayout

/// Data order, as the focus moves through it (Tab, S-Tab) and lands after an edit.
extension CollectionViewDataSource {
    /// Whether `path` names an item.
    func exists(_ path: IndexPath) -> Bool {
        path.section >= 0 && path.section < numberOfSections && path.item >= 0
            && path.item < numberOfItems(inSection: path.section)
    }

    /// The first item in data order, if any.
    func firstItem() -> IndexPath? {
        for section in 0..<numberOfSections where numberOfItems(inSection: section) > 0 {
            return IndexPath(section: section, item: 0)
        }
        return nil
    }

    /// The item after `path` in data order.
    func item(after path: IndexPath) -> IndexPath? {
        var section = path.section, item = path.item + 1
        while section < numberOfSections {
            if item < numberOfItems(inSection: section) { return IndexPath(section: section, item: item) }
            section += 1
            item = 0
        }
        return nil
    }

    /// The item before `path` in data order.
    func item(before path: IndexPath) -> IndexPath? {
        var section = min(path.section, numberOfSections - 1)
        var item = section == path.section ? path.item - 1 : Int.max
        while section >= 0 {
            let count = numberOfItems(inSection: section)
            if count > 0, item >= 0 { return IndexPath(section: section, item: min(item, count - 1)) }
            section -= 1
            item = Int.max
        }
        return nil
    }

    /// `path` if it exists, else the nearest item before it, else the first item.
    func validFocus(_ path: IndexPath?) -> IndexPath? {
        guard let path else { return firstItem() }
        if exists(path) { return path }
        if path.section >= 0, path.section < numberOfSections, numberOfItems(inSection: path.section) > 0 {
            return IndexPath(section: path.section, item: min(max(0, path.item), numberOfItems(inSection: path.section) - 1))
        }
        return item(before: path) ?? firstItem()
    }
}
