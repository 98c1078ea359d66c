import Cassowary

/// `==`, `<=` or `>=`; the solver's relation, named for the layout's users.
public typealias LayoutRelation = Relation
