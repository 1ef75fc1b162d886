/// A group of disposables disposed together. Inserting into a disposed group disposes
/// the newcomer at once.
public final class CompositeDisposable: Cancelable {
  /// Identifies an inserted disposable, to remove it again.
  public struct DisposeKey: Hashable, Sendable {
    fileprivate let value: Int
  }

  private var disposables: [(key: Int, disposable: Disposable)] = []
  private var nextKey = 0
  public private(set) var isDisposed = false

  public init() {}

  public init(_ disposable1: Disposable, _ disposable2: Disposable) {
    _ = insert(disposable1)
    _ = insert(disposable2)
  }

  public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
    _ = insert(disposable1)
    _ = insert(disposable2)
    _ = insert(disposable3)
  }

  public init(disposables: [Disposable]) {
    for disposable in disposables { _ = insert(disposable) }
  }

  /// Adds `disposable`; returns its key, or nil (after disposing it) if the group is
  /// already disposed.
  public func insert(_ disposable: Disposable) -> DisposeKey? {
    guard !isDisposed else {
      disposable.dispose()
      return nil
    }
    let key = nextKey
    nextKey += 1
    disposables.append((key, disposable))
    return DisposeKey(value: key)
  }

  /// How many disposables the group holds.
  public var count: Int { disposables.count }

  /// Removes the disposable for `key` and disposes it.
  public func remove(for key: DisposeKey) {
    guard let index = disposables.firstIndex(where: { $0.key == key.value }) else { return }
    let removed = disposables.remove(at: index)
    removed.disposable.dispose()
  }

  /// Disposes every member, in insertion order.
  public func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    let members = disposables
    disposables = []
    for member in members { member.disposable.dispose() }
  }
}
