// The value types a layout speaks in (geometry, index paths, size hints, the data source's
// questions, character widths, the seeded generator) live in the leaf module `CollectionBasics`,
// which the model and the terminal import without the engine; whoever imports the engine gets
// them with it.
@_exported import CollectionBasics
