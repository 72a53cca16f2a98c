import CollectionModel

/// Flattened ids of sections, for readable failures.
func ids(_ sections: [Section]) -> [[String]] { sections.map { $0.items.map(\.id.rawValue) } }
