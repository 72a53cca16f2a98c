enum CollectionModelPlaceholder {}
