import CollectionLayout
import TerminalCore

// The view's public face that its parts hold: the layout it shows and where it looks into the
// content. Everything else is read from the part that owns it (`scroll`, `interaction`, `edits`,
// `chrome`, `renderer`, `options`, `layouts`).

extension CollectionViewState {
    /// The current layout (only this one is kept), as `UICollectionView`'s `collectionViewLayout`.
    public internal(set) var layout: any CollectionLayout {
        get { layouts.layout }
        _modify { yield &layouts.layout }
    }

    /// Points ↔ cells, the bounds and the content offset, as `UIScrollView`'s `bounds` and
    /// `contentOffset`.
    public internal(set) var viewport: Viewport {
        get { scroll.viewport }
        _modify { yield &scroll.viewport }
    }

    typealias TotalsKey = ViewRenderer.TotalsKey
    /// Identifies the data and layout the totals were counted for.
    var totalsKey: TotalsKey { TotalsKey(generation: layouts.generation, layoutIndex: layouts.index, device: viewport.device) }
}
