SELECT 'generic count'
