extension ObservableType {
  /// The elements of all `sources` as they come; fails as soon as one fails; completes
  /// when every source has completed (at once if there are none).
  public static func merge<C: Collection>(_ sources: C) -> Observable<Element>
  where C.Element == Observable<Element> {
    let sources = Array(sources)
    return Observable.create { observer in
      guard !sources.isEmpty else {
        observer.onCompleted()
        return Disposables.create()
      }
      let group = CompositeDisposable()
      var running = sources.count
      var isStopped = false
      for source in sources {
        if isStopped { break }
        let subscription = source.subscribe(
          AnonymousObserver { event in
            switch event {
            case .next:
              observer.on(event)
            case .error:
              isStopped = true
              observer.on(event)
            case .completed:
              running -= 1
              if running == 0 {
                isStopped = true
                observer.onCompleted()
              }
            }
          })
        _ = group.insert(subscription)
      }
      return group
    }
  }

  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    merge(sources[...])
  }

  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources[...])
  }
}
