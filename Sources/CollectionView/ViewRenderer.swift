import CollectionLayout
import TerminalCore

/// What drawing keeps from frame to frame — buffers and scratch space reused so a frame
/// allocates nothing proportional to its elements, the background with the bezel, the status line's
/// counted totals — and what the last frame drew.
///
/// A frame is drawn by `RenderPass`, which reads the view's parts and writes only cells and
/// these caches: drawing changes nothing a user or a test can see in the view's state.
///
/// (A class: the view and each frame's pass share one, which a struct would have to be swapped
/// in and out of the view for, a frame's worth of fields copied twice and an empty one made.)
package final class ViewRenderer {
    /// The screen's content without the bars, as the last frame drew it (`ContentLayer`).
    @exclusivity(unchecked) var content = ContentRows()
    /// The content and the bars over it, drawn at `deviceFrame.screen` (reused between frames).
    @exclusivity(unchecked) var screenBuffer = CellBuffer(width: 0, height: 0)
    /// Where the rows a frame draws again are drawn before they are copied into the content.
    @exclusivity(unchecked) var rowsBuffer = CellBuffer(width: 0, height: 0)
    /// What `content` shows, when a frame may draw only the rows that changed from it.
    @exclusivity(unchecked) var layer: ContentLayer?
    /// The elements of the frame being drawn, as `ContentLayer` compares them (reused).
    @exclusivity(unchecked) var drawnElements: [ContentLayer.Drawn] = []
    /// The rows a frame draws again (reused).
    @exclusivity(unchecked) var dirtyRows: [Bool] = []
    /// Whether a frame may keep the rows of the last that did not change (`ContentLayer`);
    /// the same screen either way. Tests turn it off to draw every frame whole.
    @exclusivity(unchecked) package var keepsRows = true
    /// Blanks and the bezel, as every frame starts (`paintBackground`), and what they were drawn for.
    @exclusivity(unchecked) var background: (key: BackgroundKey, buffer: CellBuffer, mark: UInt64)?
    /// Reused between frames so drawing allocates nothing proportional to the frame's elements.
    @exclusivity(unchecked) var scratch: [LayoutAttributes] = []
    /// The elements' keys as they are sorted into drawing order (reused).
    @exclusivity(unchecked) var drawingKeys: [RenderPass.DrawingKey] = []
    /// The merge of elements thinner than a cell, reused between frames.
    @exclusivity(unchecked) var cellMerge = SubCellMerge()
    /// Whether a frame asks a stored layout for the elements its cells can show only
    /// (`forEachElement(in:thinningTo:keeping:_:)`) rather than all it meets; the same screen
    /// either way. `cvsim bench` turns it off to measure the difference.
    @exclusivity(unchecked) package var thinsQueries = true
    /// The number of the last frame drawn (`FrameLineage.frame`).
    @exclusivity(unchecked) var frameNumber: UInt64 = 0
    /// What the last frame's rows were drawn from, when a next frame may say which it keeps
    /// (`RenderPass.lineage`).
    @exclusivity(unchecked) var lastRows: FrameRows?
    /// The bars' rows of the frame before last, whose array the next frame fills again (no
    /// allocation a frame).
    @exclusivity(unchecked) var spareBarRows: [Range<Int>] = []
    /// The rows of the last two frames' lineages (`newer`: the last frame's), reused in turn.
    @exclusivity(unchecked) var lineageRows: (newer: [Int], older: [Int]) = ([], [])
    /// The shift of the content's rows this frame, when it kept the last frame's (nil: drawn
    /// whole); its redrawn rows are `dirtyRows`.
    @exclusivity(unchecked) var keptShift: Int?
    /// The status lines composed so far.
    @exclusivity(unchecked) var statusSerial: UInt64 = 0
    /// The number (`statusSerial`) of the status line drawn this frame.
    @exclusivity(unchecked) var statusDrawn: UInt64?
    /// For each row of the background, a number shared by the rows above it whose cells left
    /// and right of the screen are the same, and the background's mark.
    @exclusivity(unchecked) var sideRuns: (mark: UInt64, runs: [Int])?
    /// Item and element totals for the status line, and what they were counted for.
    @exclusivity(unchecked) var totals: (key: TotalsKey, items: Int, elements: Int)?
    /// The status line as last composed, held through a burst of scroll steps (`ScrollBurst`).
    @exclusivity(unchecked) var statusLine: HeldStatusLine?
    /// Elements drawn in the last frame.
    @exclusivity(unchecked) package internal(set) var drawnCount = 0
    /// Elements of the last frame whose frames differ from the compared dump's.
    @exclusivity(unchecked) var mismatchesDrawn = 0

    package init() {}

    /// A status line as drawn, what it was composed for besides the figures a scroll changes,
    /// and when.
    struct HeldStatusLine {
        /// What must not change for the text to be shown again: the width and the fields that
        /// are not figures of the scroll (a message, a file's problem, the drag, unsaved edits).
        struct Key: Equatable {
            var width: Int
            var message: String?
            var problem: String?
            var dragging: Bool
            var modified: Bool
        }
        var key: Key
        /// The row as drawn: the text in the terminal's colours.
        var cells: CellBuffer
        var composedAt: Double
        /// Its number among the status lines composed (`statusSerial`).
        var serial: UInt64
    }

    /// What a frame's rows were drawn from (`RenderPass.lineage`).
    struct FrameRows {
        var frame: UInt64
        /// The background's mark: its terminal size and device frame.
        var backgroundMark: UInt64
        /// The screen's rows under the bars.
        var bars: [Range<Int>]
        var statusDrawn: UInt64?
    }

    /// Identifies the data and layout the totals were counted for.
    struct TotalsKey: Equatable {
        var generation: Int
        var layoutIndex: Int
        var device: Size
    }
}
