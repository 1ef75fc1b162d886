/// The stored property `name` of `object`, read through reflection: how a test outside a
/// screen's module reaches what the screen keeps but does not show (a dispose bag, a view
/// model), to watch its lifetime. Nil if there is no such property or it is not a `T`.
public func storedProperty<T>(_ name: String, of object: AnyObject, as type: T.Type = T.self) -> T? {
  Mirror(reflecting: object).descendant(name) as? T
}
