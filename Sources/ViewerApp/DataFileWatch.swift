import CollectionFiles
import CollectionModel
import CollectionView

/// The `--data` file the app shows and `w` saves: watched for changes other programs make (its
/// stamp checked at most every `interval` seconds, a `stat` call, as the layout file is), saved
/// keeping its text wherever the data did not change (`DatasetDocument`), read again on Ctrl-R.
public final class DataFileWatch {
    public let path: String
    /// The data source the file fills and that `save()` writes.
    public let model: ModelDataSource
    /// The file as cvsim last read or wrote it.
    public private(set) var document: DatasetDocument
    /// Seconds between two checks of the file's stamp.
    public static let interval = 0.5
    /// The file's stamp when cvsim last read or wrote it.
    var stamp: FileStamp?
    var nextCheck = 0.0
    /// Another program changed (or removed) the file since cvsim last read or wrote it.
    public internal(set) var changedOnDisk = false

    /// Watches `path`, whose content `document` is and `model` shows (taken as saved).
    ///
    /// - Parameter stamp: the file's stamp from before it was read (so a change made while it
    ///   was read is noticed); the stamp now when `nil`.
    public init(path: String, document: DatasetDocument, model: ModelDataSource, stamp: FileStamp? = nil) {
        self.path = path
        self.document = document
        self.model = model
        self.stamp = stamp ?? FileStamp.of(path)
        model.markSaved()
    }

    /// The name the status line shows: the file's last path component.
    public var displayName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Looks at the file's stamp now.
    ///
    /// - Returns: `true` when this call noticed a change (it stays noticed until the file is
    ///   read or written again).
    /// - Complexity: one `stat` call.
    @discardableResult
    func check() -> Bool {
        guard !changedOnDisk, FileStamp.of(path) != stamp else { return false }
        changedOnDisk = true
        return true
    }

    /// Writes the model's data over the file, keeping the file's text where nothing changed.
    ///
    /// - Returns: whether it worked, and the message for the status line.
    public func save() -> (saved: Bool, message: String) {
        do {
            document = try document.save(model.data.dataset, to: path)
            stamp = FileStamp.of(path)
            changedOnDisk = false
            model.markSaved()
            return (true, "saved \(path)")
        } catch {
            return (false, "save failed: \(error)")
        }
    }

    /// Reads the file again and puts its data in the model (the model's edits are dropped).
    ///
    /// - Throws: `DatasetError` when the file cannot be read or is not a valid dataset; the
    ///   model is left as it was.
    func reload() throws(DatasetError) {
        let before = FileStamp.of(path)
        let read = try DatasetDocument.load(contentsOf: path)
        let data = try CollectionData(dataset: read.dataset)
        document = read
        stamp = before
        changedOnDisk = false
        model.replaceData(with: data)
    }
}
