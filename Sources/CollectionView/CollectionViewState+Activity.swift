import CollectionModel

extension CollectionViewState {
    /// Whether the view waits on work outside its clock: a page in flight (its spinner turns
    /// until the page comes, whenever that is).
    public var isWaitingForOutside: Bool { data.pagination == .loading }
}
